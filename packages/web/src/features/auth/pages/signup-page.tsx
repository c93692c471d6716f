import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { GiftIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { formatCents } from '@lootforge/core/money';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import { signupReferralField } from '@lootforge/core/contracts/referrals';
import { REFERRAL_BONUS_CENTS } from '@lootforge/core/referrals';
import { Field, Input } from '../../../components/ui/input';
import { forgetReferralCode, readReferralCode } from '../../referrals/stored-referral';
import { readableError } from '../../../lib/readable-error';
import { useLogout, useMe, type Me } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { AvatarPicker } from '../components/avatar-picker';
import type { PickedImage } from '../../../lib/image-file';
import { formatPhone } from '../components/phone-field';
import { ProfileFieldset } from '../components/profile-fieldset';
import { useProfileForm } from '../use-profile-form';
import { useCreateProfile } from '../requests/create-profile';
import { DepositLimitsStep } from '../components/deposit-limits-step';
import { readStored } from '../../../lib/stored-session';

const BONUS = formatCents(SIGNUP_BONUS_CENTS);
const REFERRAL_BONUS = formatCents(REFERRAL_BONUS_CENTS);

/** A refusal about the referral code ("That referral code does not exist.") belongs under that field. */
function isAboutReferralCode(message: string): boolean {
  return message.toLowerCase().includes('referral code');
}

/**
 * /signup ("Login Here"): a new user picks an avatar and a username, and may give an e-mail and a
 * referral code (prefilled from a /r/{code} link); saving credits the bonus, and the referral
 * bonus with a code. Then an optional last step offers deposit limits (DESIGN §16b).
 */
export function SignupPage() {
  const { data: me } = useMe();
  if (!me) return <Navigate to="/loginsignup" replace />;
  return <SignupForm me={me} />;
}

function SignupForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const createProfile = useCreateProfile();
  // Phone and email are prefilled (DESIGN §6) from the browser's stored `number` and `email`.
  const { id, values, errors, onChange, check, showServerError } = useProfileForm(() => {
    const phone = me.phone ?? readStored('number');
    return {
      userName: me.userName ?? '',
      phone: phone ? formatPhone(phone) : '',
      email: me.email ?? readStored('email'),
    };
  });
  const [avatar, setAvatar] = useState<PickedImage | null>(null);
  const [referralCode, setReferralCode] = useState(readReferralCode);
  const [referralError, setReferralError] = useState<string | null>(null);
  const saving = createProfile.isPending || createProfile.isSuccess;
  const goOn = () => void navigate('/', { replace: true });

  // Someone who already finished signing up has nothing to do here.
  if (me.profileComplete && !saving) return <Navigate to="/" replace />;
  if (createProfile.isSuccess) return <DepositLimitsStep onDone={goOn} />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = check();
    if (!checked) return;
    const code = signupReferralField.safeParse(referralCode);
    if (!code.success) return refuseReferralCode(code.error.issues[0]?.message ?? 'Please check the referral code.');
    createProfile.mutate(
      { ...checked, avatar: avatar?.blob ?? null, referralCode: code.data },
      {
        onSuccess: ({ bonusPaid, referralBonusPaid }) => {
          forgetReferralCode();
          toast.success(
            bonusPaid && referralBonusPaid
              ? `Welcome! ${BONUS} bonus and ${REFERRAL_BONUS} referral bonus added to your wallet.`
              : bonusPaid
                ? `Welcome! ${BONUS} bonus added to your wallet.`
                : 'Your profile is saved.',
          );
          // On to the deposit-limits step (rendered once the profile is saved).
        },
        onError: (error) => {
          if (error instanceof ApiError && error.message === 'Your profile is already set up.') {
            toast.error(error.message, { carriesOver: true });
            void navigate('/', { replace: true });
            return;
          }
          const message = readableError(error);
          if (isAboutReferralCode(message)) return refuseReferralCode(message);
          showServerError(error);
        },
      },
    );
  }

  function refuseReferralCode(message: string) {
    setReferralError(message);
    toast.error(message);
    document.getElementById(`${id}-referralCode`)?.focus();
  }

  return (
    <AuthCard
      title="Login Here"
      description="Finish your profile to start playing. It takes a few seconds."
      footer={
        <>
          Not you?{' '}
          <button type="button" onClick={() => logout.mutate()} className="font-semibold text-cool hover:text-cool-hover">
            Log out
          </button>
        </>
      }
    >
      <div className="mb-6 flex items-center gap-3 rounded-xl border border-accent/30 bg-accent/8 px-3.5 py-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">
          <GiftIcon className="size-5" />
        </span>
        <p className="text-sm leading-5 text-fg-muted">
          Sign up now and get a <span className="font-bold text-accent tabular-nums">{BONUS}</span> welcome balance
          {referralCode.trim() ? (
            <>
              , plus <span className="font-bold text-accent tabular-nums">{REFERRAL_BONUS}</span> with your referral code
            </>
          ) : null}
          .
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <AvatarPicker currentUrl={me.avatarThumbUrl} name={values.userName || me.userName} value={avatar} onChange={setAvatar} disabled={saving} />
        <ProfileFieldset
          idPrefix={id}
          values={values}
          errors={errors}
          onChange={onChange}
          emailLabel="E-mail"
          disabled={saving}
        >
          <Field
            label="Referral code"
            htmlFor={`${id}-referralCode`}
            hint={`Optional. A friend's code gives you ${REFERRAL_BONUS} extra.`}
            error={referralError}
          >
            <Input
              id={`${id}-referralCode`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Enter Referral Code"
              maxLength={16}
              value={referralCode}
              aria-invalid={Boolean(referralError) || undefined}
              aria-describedby={referralError ? `${id}-referralCode-error` : `${id}-referralCode-hint`}
              onChange={(event) => {
                setReferralCode(event.target.value);
                if (referralError) setReferralError(null);
              }}
            />
          </Field>
        </ProfileFieldset>
        <Button type="submit" size="lg" className="w-full" loading={saving}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
