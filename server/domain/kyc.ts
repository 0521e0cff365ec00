/**
 * Verification (docs/kyc.md). Level 0 may withdraw up to the `kyc_withdrawal_limit` setting in total (pending and
 * paid withdrawals count); level 1, reached once identity and address are approved, has no verification limit. Each
 * kind of document (identity, address, payment method) is reviewed on its own: not started, pending, approved, or
 * rejected with a reason the player reads. Every change is pushed to the player as KycStatusChanged, and to the
 * support desk's channel as KycReviewChanged (its review list follows live).
 */
import { SETTINGS } from '../db/seedData';
import type { KycFileRow, KycKind, KycKindRow } from '../db/repositories/kyc';
import type { UserRow } from '../db/repositories/users';
import { parseMoney } from '../lib/money';
import type { Schemas } from '../schemas';
import { kycDecisionText, money, text, type KycDecision } from '../i18n';
import { isoNow, type DomainContext } from './context';
import { DomainError, invalidField } from './errors';
import { cleanFileName, sniffType, type KycFileStore } from './kycFiles';
import type { Players } from './players';

export type KycDto = Schemas['Kyc'];
export type KycReviewDto = Schemas['KycReview'];
type KycDocumentDto = Schemas['KycDocument'];

export const KYC_KINDS: readonly KycKind[] = ['identity', 'address', 'payment_method'];
/** The kinds that, once approved, make level 1. */
const REQUIRED_KINDS: KycKind[] = ['identity', 'address'];
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_MAX_FILES = 3;
const TYPES: Schemas['KycFile']['type'][] = ['image/jpeg', 'image/png', 'application/pdf'];
/** The most players the review list shows at once. */
const REVIEW_PAGE = 100;

/** One file as the upload route read it. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** whether the file went past the size limit (its bytes are cut there) */
  truncated: boolean;
}

function isKind(value: string): value is KycKind {
  return (KYC_KINDS as readonly string[]).includes(value);
}

/** Verification levels, uploads, reviews and the withdrawal limit of level 0. */
export class Kyc {
  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
    private readonly store: KycFileStore,
    /** the part of the balance that may be withdrawn (the wallet's rule) */
    private readonly withdrawableMinor: (user: UserRow) => number,
  ) {}

  /** 1 when every required kind is approved, else 0. */
  level(userId: number): 0 | 1 {
    const approved = new Set(
      this.ctx.repos.kyc
        .kinds(userId)
        .filter((k) => k.status === 'approved')
        .map((k) => k.kind),
    );
    return REQUIRED_KINDS.every((k) => approved.has(k)) ? 1 : 0;
  }

  /** What level 0 may withdraw in total in the user's currency (0 for a currency the setting does not name). */
  withdrawalLimitMinor(user: UserRow): number {
    const stored =
      this.ctx.repos.content.setting('kyc_withdrawal_limit') ??
      SETTINGS.find((s) => s.key === 'kyc_withdrawal_limit')?.value;
    const entry = (stored as Record<string, string> | undefined)?.[user.currency_code];
    return (entry && parseMoney(entry, this.ctx.money.decimals(user.currency_code))) || 0;
  }

  private leftMinor(user: UserRow): number {
    return Math.max(
      0,
      this.withdrawalLimitMinor(user) - this.ctx.repos.kyc.withdrawnMinor(user.id, user.currency_code),
    );
  }

  private documents(userId: number): KycDocumentDto[] {
    const kinds = new Map<KycKind, KycKindRow>(this.ctx.repos.kyc.kinds(userId).map((k) => [k.kind, k]));
    const files = this.ctx.repos.kyc.currentFiles(userId);
    return KYC_KINDS.map((kind) => {
      const row = kinds.get(kind);
      return {
        kind,
        status: row?.status ?? 'not_started',
        reason: row?.status === 'rejected' ? row.reason : null,
        files: files.filter((f) => f.kind === kind).map(fileDto),
      };
    });
  }

  /** The player's verification as GET /kyc answers it. */
  state(user: UserRow): KycDto {
    const documents = this.documents(user.id);
    const level = this.level(user.id);
    const format = (minor: number): string => this.ctx.money.format(minor, user.currency_code);
    const statuses = new Set(documents.filter((d) => REQUIRED_KINDS.includes(d.kind)).map((d) => d.status));
    const status: KycDto['status'] =
      level === 1
        ? 'approved'
        : statuses.has('rejected')
          ? 'rejected'
          : statuses.has('pending') || documents.some((d) => d.status === 'pending')
            ? 'pending'
            : 'not_started';
    return {
      level,
      status,
      currency_code: user.currency_code,
      withdrawal_limit: format(this.withdrawalLimitMinor(user)),
      withdrawal_left: level === 1 ? null : format(this.leftMinor(user)),
      documents,
      rules: {
        max_file_bytes: KYC_MAX_FILE_BYTES,
        max_files: KYC_MAX_FILES,
        types: TYPES,
        required_kinds: REQUIRED_KINDS,
      },
    };
  }

  /**
   * Refuses (422 on `amount`) a withdrawal that would take an unverified player past the level-0 limit. Amounts the
   * wallet refuses anyway (over the withdrawable part) are left to its own, more useful message.
   */
  assertWithdrawalAllowed(user: UserRow, amountMinor: number): void {
    if (amountMinor > this.withdrawableMinor(user) || this.level(user.id) === 1) return;
    const left = this.leftMinor(user);
    if (amountMinor <= left) return;
    throw invalidField(
      'amount',
      text('kyc.withdrawal_needs_verification', {
        limit: money(this.ctx.money.format(this.withdrawalLimitMinor(user), user.currency_code), user.currency_code),
        left: money(this.ctx.money.format(left, user.currency_code), user.currency_code),
      }),
    );
  }

  /**
   * Stores files for one kind and marks it pending (422 per field: `kind`, `files`). Every file is checked before
   * any is stored, so a refused upload stores nothing.
   */
  upload(user: UserRow, kind: string | undefined, files: UploadedFile[]): KycDto {
    if (!kind) throw invalidField('kind', text('validation.required', { attribute: 'kind' }));
    if (!isKind(kind)) throw invalidField('kind', text('kyc.kind_invalid'));
    if (files.length === 0) throw invalidField('files', text('kyc.files_required'));
    const typed = files.map((f) => {
      const name = cleanFileName(f.name);
      if (f.truncated || f.bytes.length > KYC_MAX_FILE_BYTES)
        throw invalidField('files', text('kyc.file_size', { name, size: KYC_MAX_FILE_BYTES / (1024 * 1024) }));
      const type = sniffType(f.bytes);
      if (!type) throw invalidField('files', text('kyc.file_type', { name }));
      return { name, type, bytes: f.bytes };
    });
    const { repos } = this.ctx;
    const stored = this.ctx.transaction(() => {
      const row = repos.kyc.kind(user.id, kind);
      if (row?.status === 'approved') throw invalidField('kind', text('kyc.already_approved'));
      if (row?.status === 'rejected') repos.kyc.retireFiles(user.id, kind);
      const kept = repos.kyc.currentFiles(user.id).filter((f) => f.kind === kind).length;
      if (kept + typed.length > KYC_MAX_FILES)
        throw invalidField('files', text('kyc.too_many', { max: KYC_MAX_FILES, left: KYC_MAX_FILES - kept }));
      const at = isoNow(this.ctx);
      for (const f of typed) {
        const storedName = this.store.save(f.bytes);
        repos.kyc.addFile({
          user_id: user.id,
          kind,
          name: f.name,
          mime: f.type,
          size: f.bytes.length,
          stored_name: storedName,
          created_at: at,
        });
      }
      repos.kyc.markPending(user.id, kind, at);
      return this.state(user);
    });
    this.publish(user, stored);
    void this.ctx.publisher.toSupport('KycReviewChanged', { user_id: user.id, kind, status: 'pending' });
    return stored;
  }

  /** Players waiting for review, the longest waiting first. */
  waiting(): KycReviewDto[] {
    return this.ctx.repos.kyc.waiting(REVIEW_PAGE).map((w) => this.review(w.user_id, w.submitted_at));
  }

  private review(userId: number, submittedAt: string): KycReviewDto {
    const u = this.players.get(userId);
    return {
      user_id: u.id,
      user: { uuid: u.uuid, email: u.email, name: u.name, created_at: u.created_at },
      submitted_at: submittedAt,
      documents: this.documents(u.id),
    };
  }

  /** A stored file and its bytes for an administrator (404 when unknown or gone from the folder). */
  file(id: number): { row: KycFileRow; bytes: Buffer } {
    const row = this.ctx.repos.kyc.file(id);
    const bytes = row && this.store.read(row.stored_name);
    if (!row || !bytes) throw new DomainError('not_found', text('kyc.file_not_found'));
    return { row, bytes };
  }

  /** An administrator approves or rejects (with the reason the player reads) a pending kind; 409 unless pending. */
  decide(adminId: number, userId: number, kind: KycKind, decision: 'approved' | 'rejected', reason = ''): KycReviewDto {
    const { repos } = this.ctx;
    const { user, row, decided } = this.ctx.transaction(() => {
      const player = this.players.get(userId);
      const current = repos.kyc.kind(userId, kind);
      if (!current) throw new DomainError('not_found', text('kyc.not_found'));
      if (current.status !== 'pending') throw new DomainError('conflict', text('kyc.not_pending'));
      const at = isoNow(this.ctx);
      const outcome: KycDecision = { kind, status: decision, reason: decision === 'rejected' ? reason.trim() : null };
      repos.kyc.decide(userId, kind, decision, outcome.reason, at, adminId);
      // Stored in Russian like the other rows; GET /notifications words it in the reader's language.
      const words = kycDecisionText('ru', outcome);
      repos.notifications.add(userId, 'System', words.title, words.body, { event: 'KycDecided', ...outcome }, at);
      return { user: player, row: current, decided: outcome };
    });
    this.publish(user, this.state(user), decided);
    void this.ctx.publisher.toSupport('KycReviewChanged', { user_id: user.id, kind, status: decision });
    return this.review(user.id, row.submitted_at);
  }

  private publish(user: UserRow, kyc: KycDto, decision?: KycDecision): void {
    void this.ctx.publisher.toUser(user.uuid, 'KycStatusChanged', decision ? { kyc, decision } : { kyc });
  }
}

function fileDto(f: KycFileRow): Schemas['KycFile'] {
  return { id: f.id, name: f.name, type: f.mime, size: f.size, uploaded_at: f.created_at };
}
