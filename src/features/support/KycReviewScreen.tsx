import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { toApiError } from '@/api/errors';
import type { KycDocument, KycReview } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { QueryState } from '@/ui/components/QueryState';
import { useTextWithError } from '@/ui/components/useTextWithError';
import { formatDate } from '@/ui/format/date';
import { KycStatusPill, useKycKindName } from '@/ui/kyc/KycStatusPill';
import { Button } from '@/ui/primitives/Button';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { showToast } from '@/ui/toast';
import { DeskPage } from './DeskPage';
import { KycFileView } from './KycFileView';
import { kycReviewMessages } from './kycReviewMessages';
import { useDecideKycMutation, useListPendingKycQuery } from './supportApi';

/** A pending kind of one player: its files, approve, or reject with the reason the player reads. */
function PendingDocument({ review, document }: { review: KycReview; document: KycDocument }) {
  const t = useMessages(kycReviewMessages);
  const kindName = useKycKindName();
  const [decide, { isLoading }] = useDecideKycMutation();
  const [rejecting, setRejecting] = useState(false);
  const reason = useTextWithError();
  const kind = kindName(document.kind);
  const send = async (decision: 'approve' | 'reject') => {
    try {
      await decide({ userId: review.user_id, kind: document.kind, decision, reason: reason.value.trim() }).unwrap();
      showToast(t(decision === 'approve' ? 'approved' : 'rejected', { kind }), 'success');
    } catch (failure) {
      const apiError = toApiError(failure as Parameters<typeof toApiError>[0]);
      reason.setError(apiError?.fieldErrors.reason ?? apiError?.message ?? null);
    }
  };
  return (
    <Box
      data-testid={`kyc-review-${document.kind}`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {kind}
        </Typography>
        <KycStatusPill status={document.status} />
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {document.files.map((file) => (
          <KycFileView key={file.id} file={file} />
        ))}
      </Box>
      {rejecting ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            label={t('reason')}
            {...reason.fieldProps}
            multiline
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'kyc-reject-reason' } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              color="error"
              disabled={isLoading || reason.value.trim() === ''}
              onClick={() => void send('reject')}
              data-testid="kyc-reject-confirm"
            >
              {t('confirmReject')}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t('cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            color="success"
            disabled={isLoading}
            onClick={() => void send('approve')}
            data-testid="kyc-approve"
          >
            {t('approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={isLoading}
            onClick={() => setRejecting(true)}
            data-testid="kyc-reject"
          >
            {t('reject')}
          </Button>
          {reason.error ? (
            <Typography variant="body2" color="error" sx={{ alignSelf: 'center' }}>
              {reason.error}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /support/verifications (docs/kyc.md): players with documents waiting for review, the longest waiting first; each
 * pending kind with its files (fetched with the admin's token, shown on demand), approve or reject with a reason.
 * The player's open page learns the decision from the KycStatusChanged push; this list follows uploads and other
 * administrators' decisions from the desk's KycReviewChanged push (`supportPushSaga.ts`), without a reload.
 */
export default function KycReviewScreen() {
  const t = useMessages(kycReviewMessages);
  const query = useListPendingKycQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <DeskPage
      messages={kycReviewMessages}
      testId="kyc-review"
      tools={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <QueryState
        query={query}
        loading={<Skeleton variant="rounded" height={240} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={t('empty')}
      >
        {(answer) => (
          <Stack spacing={2} component="section" aria-label={t('reviews')}>
            {answer.data.map((review) => (
              <Paper
                key={review.user_id}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
                data-testid="kyc-review-player"
                data-email={review.user.email}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {review.user.name} · {review.user.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('waiting', { date: formatDate(review.submitted_at) })}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {review.documents
                    .filter((d) => d.status !== 'pending')
                    .map((d) => (
                      <KycDocumentStatus key={d.kind} document={d} />
                    ))}
                </Stack>
                {review.documents
                  .filter((d) => d.status === 'pending')
                  .map((document) => (
                    <PendingDocument key={document.kind} review={review} document={document} />
                  ))}
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </DeskPage>
  );
}

/** A kind that is not waiting, in one line: its name and status. */
function KycDocumentStatus({ document }: { document: KycDocument }) {
  const kindName = useKycKindName();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{kindName(document.kind)}:</Typography>
      <KycStatusPill status={document.status} />
    </Stack>
  );
}
