import { useState } from 'react';
import { KYC_STATUS_LABELS, type KycStatus } from '@lootforge/core/cashier';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckCircleIcon, ImageIcon, ShieldIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { readableError } from '../../../lib/readable-error';
import { ageInYears, countryName, type StatusFilter } from '../cashier-console';
import { useDecideKyc } from '../requests/decide-kyc';
import { useKycReviews, type KycReview } from '../requests/get-kyc-reviews';
import { Age, Detail, ListBody, PlayerLink, ReasonDialog, StatusBadge, StatusToolbar, whenUtc } from './cashier-parts';

/** A review's statuses: a player with none has submitted nothing to review. */
const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const satisfies readonly KycStatus[];

/**
 * Identity reviews (DESIGN §19): each submission's document beside the details the player
 * typed, to compare; Approve, or Reject with a reason the player reads on /verify.
 */
export function CashierVerification({ status, onStatus, nowMs }: { status: StatusFilter<KycStatus>; onStatus: (status: StatusFilter<KycStatus>) => void; nowMs: number }) {
  const reviews = useKycReviews(status);
  const decide = useDecideKyc();
  const [rejecting, setRejecting] = useState<KycReview | null>(null);
  const rows = reviews.data ?? [];

  return (
    <Card className="overflow-hidden">
      <StatusToolbar
        value={status}
        statuses={REVIEW_STATUSES}
        labels={KYC_STATUS_LABELS}
        onChange={onStatus}
        allLabel="All (pending first)"
        refreshing={reviews.isFetching && !reviews.isPending}
        summary={reviews.data ? `${rows.length} ${rows.length === 1 ? 'submission' : 'submissions'}` : null}
      />
      <ListBody
        query={reviews}
        name="verifications"
        skeleton={{ count: 3, rowClassName: 'gap-4 px-4 py-4 sm:px-5', thumbClassName: 'h-24 w-36', titleClassName: 'h-4 w-48', lineClassName: 'h-3 w-64', trailingClassName: 'h-8 w-40' }}
        empty={
          status === 'pending' ? (
            <EmptyState icon={<CheckCircleIcon />} title="No verification to review" description="Submissions from /verify appear here, oldest first." />
          ) : (
            <EmptyState icon={<ShieldIcon />} title={status === 'all' ? 'No submissions yet' : `No ${KYC_STATUS_LABELS[status].toLowerCase()} submissions`} />
          )
        }
      >
        <ul aria-label="Verifications" className={cn('divide-y divide-line transition-opacity', reviews.isPlaceholderData && 'opacity-60')}>
          {rows.map((review) => {
            const years = ageInYears(review.dateOfBirth, nowMs);
            const name = displayName(review.userName);
            return (
              <li key={review.userId} aria-label={`${review.legalName} (${name})`} className="grid gap-4 px-4 py-4 sm:px-5 md:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_auto]">
                <a
                  href={review.documentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group relative block overflow-hidden rounded-xl border border-line-strong bg-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool"
                >
                  <DocumentImage src={review.documentUrl} alt={`Identity document of ${review.legalName}`} />
                  <span className="absolute right-2 bottom-2 rounded-md bg-ink-950/85 px-2 py-0.5 text-[11px] font-semibold text-fg-muted group-hover:text-fg">Open full size</span>
                </a>
                <div className="flex min-w-0 flex-col gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold text-fg">{review.legalName}</h2>
                    <StatusBadge kind="kyc" status={review.status} />
                  </div>
                  <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
                    <Detail label="Player">
                      <PlayerLink userId={review.userId} userName={review.userName} />
                    </Detail>
                    <Detail label="Date of birth">
                      <span className="tabular-nums">{review.dateOfBirth}</span>
                      {years !== null ? <span className={cn('ml-1.5', years < 18 ? 'font-semibold text-danger' : 'text-fg-muted')}>({years} years old)</span> : null}
                    </Detail>
                    <Detail label="Country">
                      {countryName(review.country)} <span className="text-fg-subtle">({review.country})</span>
                    </Detail>
                    <Detail label="Submitted">
                      {whenUtc(review.submittedAt)}
                      {review.status === 'pending' ? (
                        <span className="ml-1.5">
                          · <Age iso={review.submittedAt} nowMs={nowMs} />
                        </span>
                      ) : null}
                    </Detail>
                    <Detail label="Address" className="sm:col-span-2">
                      <span className="whitespace-pre-line">{review.address}</span>
                    </Detail>
                    {review.reviewedAt ? <Detail label="Reviewed">{whenUtc(review.reviewedAt)}</Detail> : null}
                    {review.reason ? <Detail label="Reason">“{review.reason}”</Detail> : null}
                  </dl>
                </div>
                {review.status === 'pending' ? (
                  <div className="flex gap-2 md:col-span-2 md:justify-end xl:col-span-1 xl:flex-col xl:justify-start">
                    <Button
                      variant="secondary"
                      className="flex-1 xl:flex-none"
                      aria-label={`Approve ${review.legalName}`}
                      loading={decide.isPending && decide.variables?.userId === review.userId && decide.variables.decision === 'approve'}
                      onClick={() =>
                        decide.mutate(
                          { userId: review.userId, decision: 'approve' },
                          { onSuccess: () => toast.success(`${review.legalName} is verified.`), onError: (error) => toast.error(readableError(error)) },
                        )
                      }
                    >
                      <CheckCircleIcon className="size-4" />
                      Approve
                    </Button>
                    <Button variant="outline" className="flex-1 xl:flex-none" aria-label={`Reject ${review.legalName}`} onClick={() => setRejecting(review)}>
                      Reject
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </ListBody>
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject verification"
        description={rejecting ? `${rejecting.legalName} (${displayName(rejecting.userName)}) can submit again after reading your reason.` : undefined}
        confirmLabel="Reject"
        placeholder="e.g. The document is blurred: please upload a sharp photo of the whole card"
        hint="The player reads it on /verify; it is kept in the audit log with your name."
        pending={decide.isPending}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ userId: rejecting.userId, decision: 'reject', reason });
          toast.success(`${rejecting.legalName}'s verification is rejected.`);
        }}
      />
    </Card>
  );
}

/** The document (admins only: the server checks the session on its address), or a placeholder when it cannot be shown. */
function DocumentImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="grid aspect-[4/3] w-full place-items-center gap-1 text-center text-xs text-fg-subtle">
        <span className="flex flex-col items-center gap-1">
          <ImageIcon className="size-6" />
          The document could not be shown
        </span>
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className="aspect-[4/3] w-full object-contain" />;
}
