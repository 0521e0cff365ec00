/** Games, providers and tags. */
import { figure, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';
import { pageOf, type Page } from './page';
import { normaliseSearch } from '../searchTerms';

export type GameDto = Schemas['Game'];

interface GameRow {
  id: number;
  slug: string;
  title: string;
  rtp: string;
  is_new: number;
  is_popular: number;
  created_at: string;
  provider_slug: string;
  provider_name: string;
}

export interface GameQuery {
  search?: string;
  provider?: string;
  tag?: string;
  /** only the games where this jackpot can be won */
  jackpot?: number;
  sort?: 'popular' | 'new' | 'name';
  page: number;
  perPage: number;
}

/** Escapes LIKE wildcards so user text matches literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Read access to the catalogue. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /** One page of games matching the filters. */
  games(q: GameQuery, apiBase: string): Page<GameDto> {
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    if (q.search && q.search.trim() !== '') {
      // Parts of words, in either language (the stored terms carry both), or the provider's name.
      where.push("(g.title_search LIKE @search ESCAPE '\\' OR lower(p.name) LIKE @search ESCAPE '\\')");
      params.search = `%${likeEscape(normaliseSearch(q.search.trim()))}%`;
    }
    if (q.provider) {
      where.push('p.slug = @provider');
      params.provider = q.provider;
    }
    if (q.tag) {
      where.push(
        'EXISTS (SELECT 1 FROM game_tags gt JOIN tags t ON t.id = gt.tag_id WHERE gt.game_id = g.id AND t.slug = @tag)',
      );
      params.tag = q.tag;
    }
    if (q.jackpot !== undefined) {
      where.push('EXISTS (SELECT 1 FROM jackpot_games jg WHERE jg.game_id = g.id AND jg.jackpot_id = @jackpot)');
      params.jackpot = q.jackpot;
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order =
      q.sort === 'new'
        ? 'g.created_at DESC, g.id DESC'
        : q.sort === 'name'
          ? 'g.title COLLATE NOCASE ASC, g.id ASC'
          : 'g.popularity DESC, g.id ASC';
    const from = 'FROM games g JOIN providers p ON p.id = g.provider_id';
    const total = figure(this.db, `SELECT COUNT(*) AS n ${from} ${whereSql}`, params);
    const rows = this.db
      .prepare(
        `SELECT g.id, g.slug, g.title, g.rtp, g.is_new, g.is_popular, g.created_at, p.slug AS provider_slug, p.name AS provider_name
         ${from} ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: q.perPage, offset: (q.page - 1) * q.perPage }) as GameRow[];
    return pageOf(this.withTags(rows, apiBase), total, q.page, q.perPage);
  }

  /** One game by slug. */
  game(slug: string, apiBase: string): GameDto | undefined {
    const row = this.db
      .prepare(
        `SELECT g.id, g.slug, g.title, g.rtp, g.is_new, g.is_popular, g.created_at, p.slug AS provider_slug, p.name AS provider_name
         FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.slug = ?`,
      )
      .get(slug) as GameRow | undefined;
    return row ? this.withTags([row], apiBase)[0] : undefined;
  }

  /** Title and provider of a game (for thumbnails). */
  gameTitle(slug: string): { title: string; provider: string } | undefined {
    return this.db
      .prepare(
        'SELECT g.title AS title, p.name AS provider FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.slug = ?',
      )
      .get(slug) as { title: string; provider: string } | undefined;
  }

  private withTags(rows: GameRow[], apiBase: string): GameDto[] {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const tagRows = this.db
      .prepare(
        `SELECT gt.game_id, t.slug, t.name FROM game_tags gt JOIN tags t ON t.id = gt.tag_id
         WHERE gt.game_id IN (${ids.map(() => '?').join(',')}) ORDER BY t.sort`,
      )
      .all(...ids) as { game_id: number; slug: string; name: string }[];
    const byGame = new Map<number, { slug: string; name: string }[]>();
    for (const t of tagRows) {
      const list = byGame.get(t.game_id) ?? [];
      list.push({ slug: t.slug, name: t.name });
      byGame.set(t.game_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      provider: { slug: r.provider_slug, name: r.provider_name },
      tags: byGame.get(r.id) ?? [],
      thumbnail_url: `${apiBase}/games/${encodeURIComponent(r.slug)}/thumbnail.svg`,
      rtp: r.rtp,
      is_new: r.is_new === 1,
      is_popular: r.is_popular === 1,
      created_at: r.created_at,
    }));
  }

  /** Providers with their game counts, by name. */
  providers(): { slug: string; name: string; games_count: number }[] {
    return this.db
      .prepare(
        'SELECT p.slug, p.name, (SELECT COUNT(*) FROM games g WHERE g.provider_id = p.id) AS games_count FROM providers p ORDER BY p.name',
      )
      .all() as { slug: string; name: string; games_count: number }[];
  }

  /** Tags with their game counts. */
  tags(): { slug: string; name: string; games_count: number }[] {
    return this.db
      .prepare(
        'SELECT t.slug, t.name, (SELECT COUNT(*) FROM game_tags gt WHERE gt.tag_id = t.id) AS games_count FROM tags t ORDER BY t.sort, t.name',
      )
      .all() as { slug: string; name: string; games_count: number }[];
  }

  /** Games by slug in the order given (unknown slugs are left out). */
  gamesBySlugs(slugs: string[], apiBase: string): GameDto[] {
    return slugs.map((slug) => this.game(slug, apiBase)).filter((g): g is GameDto => g !== undefined);
  }

  /** Game id and title by slug (for freespins and sessions). */
  gameRef(slug: string): { id: number; title: string; slug: string } | undefined {
    return stmt(this.db, 'SELECT id, title, slug FROM games WHERE slug = ?').get(slug) as
      { id: number; title: string; slug: string } | undefined;
  }
}
