import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { formatCents } from '@lootforge/core/money';
import { REFERRAL_BONUS_CENTS } from '@lootforge/core/referrals';
import { useMe } from '../../../lib/session';
import { storeReferralCode } from '../stored-referral';

/**
 * /r/{code}: keeps the code for the signup form and opens the site — /loginsignup for a visitor,
 * /signup for someone signed in who has not finished it, / for a player (a code counts at signup
 * only, so theirs is not kept).
 */
export function ReferralLinkPage() {
  const { code = '' } = useParams();
  const { data: me } = useMe();
  const navigate = useNavigate();

  useEffect(() => {
    // Toast ids keep StrictMode's second run from showing the same toast twice.
    if (me?.profileComplete) {
      toast.info('You already have an account: referral codes apply when a new player signs up.', { id: 'referral-link' });
      void navigate('/', { replace: true });
      return;
    }
    if (!storeReferralCode(code)) {
      toast.error('That referral link is not valid. A referral code is 3–16 letters and digits.', { id: 'referral-link', carriesOver: true });
    } else {
      toast.success(`Referral code ${code} saved: sign up to get ${formatCents(REFERRAL_BONUS_CENTS)} extra.`, { id: 'referral-link' });
    }
    void navigate(me ? '/signup' : '/loginsignup', { replace: true });
  }, [code, me, navigate]);

  return (
    <div className="grid min-h-[50vh] place-items-center text-cool">
      <Spinner size="lg" label="Opening LootForge" />
    </div>
  );
}
