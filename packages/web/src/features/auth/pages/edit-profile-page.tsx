import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CheckCircleIcon, MailIcon, UserIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { displayName } from '../../../lib/display-name';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useMe, type Me } from '../../../lib/session';
import { AvatarPicker } from '../components/avatar-picker';
import type { PickedImage } from '../../../lib/image-file';
import { formatPhone } from '../components/phone-field';
import { ProfileFieldset } from '../components/profile-fieldset';
import type { ProfileValues } from '../profile-form';
import { useProfileForm } from '../use-profile-form';
import { useUpdateProfile, type ProfileChanges } from '../requests/update-profile';

const NOTHING_TO_CHANGE = 'Nothing to change.';

/** /editprofile: username, phone, email and avatar; saving sends only what changed. */
export function EditProfilePage() {
  const { data: me } = useMe();
  if (!me) return <Navigate to="/loginsignup" replace />;
  if (!me.profileComplete) return <Navigate to="/signup" replace />;
  return <EditProfileForm me={me} />;
}

function initialValues(me: Me): ProfileValues {
  return { userName: me.userName ?? '', phone: me.phone ? formatPhone(me.phone) : '', email: me.email ?? '' };
}

function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const { id, values, errors, onChange, check, showServerError } = useProfileForm(() => initialValues(me));
  const [avatar, setAvatar] = useState<PickedImage | null>(null);
  const saving = updateProfile.isPending || updateProfile.isSuccess;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = check();
    if (!checked) return;
    const changes: ProfileChanges = {};
    if (checked.userName !== (me.userName ?? '')) changes.userName = checked.userName;
    if (checked.phone !== (me.phone ?? '')) changes.phone = checked.phone;
    if (checked.email.toLowerCase() !== (me.email ?? '').toLowerCase()) changes.email = checked.email;
    if (avatar) changes.avatar = avatar.blob;
    if (Object.keys(changes).length === 0) {
      toast.info(NOTHING_TO_CHANGE);
      return;
    }
    updateProfile.mutate(changes, {
      onSuccess: ({ user }) => {
        const emailToVerify = changes.email && user.email && !user.emailVerified;
        toast.success(emailToVerify ? 'Profile saved. Verify your new e-mail from your profile.' : 'Profile saved.');
        void navigate('/', { replace: true });
      },
      onError: showServerError,
    });
  }

  const emailUnchanged = values.email.trim().toLowerCase() === (me.email ?? '').toLowerCase();

  return (
    <Page>
      <PageHeader title="Edit Profile" description="How other players see you in battles and on the race board." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-8 p-5 sm:p-8 md:grid-cols-[13rem_minmax(0,1fr)]">
            <div className="flex flex-col items-center gap-4 text-center md:border-r md:border-line md:pr-8">
              <AvatarPicker currentUrl={me.avatarThumbUrl} name={me.userName} value={avatar} onChange={setAvatar} disabled={saving} />
              <p className="w-full min-w-0 truncate text-lg font-bold">{displayName(me.userName)}</p>
            </div>

            <div className="flex min-w-0 flex-col gap-6">
              <ProfileFieldset idPrefix={id} values={values} errors={errors} onChange={onChange} emailLabel="Email" disabled={saving} />
              <EmailStatus me={me} emailUnchanged={emailUnchanged} />
              <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
                <ButtonLink to="/" variant="ghost" size="lg">
                  Cancel
                </ButtonLink>
                <Button type="submit" variant="secondary" size="lg" loading={saving} className="sm:min-w-36">
                  Save
                </Button>
              </div>
            </div>
          </form>
        </Card>
        <AccountCard me={me} />
      </div>
    </Page>
  );
}

/** The account at a glance beside the form: balance, how they sign in, the e-mail's state. */
function AccountCard({ me }: { me: Me }) {
  const wallet = useWalletBalance();
  return (
    <Card>
      <CardHeader title="Your account" icon={<UserIcon className="size-4 text-cool" />} />
      <dl className="divide-y divide-line text-sm">
        <div className="flex items-center justify-between gap-3 px-4 py-3.5 sm:px-5">
          <dt className="text-fg-muted">Balance</dt>
          <dd className="flex items-center gap-3">
            {wallet.data ? <Money cents={wallet.data.balanceCents} className="font-bold text-accent" /> : <span className="text-fg-subtle">—</span>}
            <Link to="/wallet" className="text-xs font-semibold text-cool hover:text-cool-hover">
              Wallet →
            </Link>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3.5 sm:px-5">
          <dt className="text-fg-muted">Signs in with</dt>
          <dd className="font-semibold text-fg">{me.loginType === 'social' ? 'Social account' : 'Phone code'}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3.5 sm:px-5">
          <dt className="text-fg-muted">E-mail</dt>
          <dd>
            {!me.email ? (
              <span className="text-fg-subtle">Not added</span>
            ) : me.emailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Link to="/otp" className="text-xs font-semibold text-cool hover:text-cool-hover">
                Verify now →
              </Link>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Whether the saved e-mail is verified, with the way to verify it on /otp. */
function EmailStatus({ me, emailUnchanged }: { me: Me; emailUnchanged: boolean }) {
  if (!me.email) {
    return <p className="-mt-3 text-xs text-fg-subtle">Add an e-mail address to verify it and keep your account safe.</p>;
  }
  if (!emailUnchanged) {
    return <p className="-mt-3 text-xs text-fg-subtle">Save first; then verify the new address with a code.</p>;
  }
  if (me.emailVerified) {
    return (
      <div className="-mt-3 flex items-center gap-2 text-sm">
        <Badge tone="success">
          <CheckCircleIcon className="size-3.5" />
          Verified
        </Badge>
        <span className="text-fg-muted">Your e-mail address is verified.</span>
      </div>
    );
  }
  return (
    <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-accent/25 bg-accent/6 px-3.5 py-3 text-sm">
      <MailIcon className="size-4.5 shrink-0 text-accent" />
      <span className="flex-1 text-fg-muted">
        <Badge tone="accent" className="mr-2">
          Not verified
        </Badge>
        Confirm it with a 6-digit code.
      </span>
      <Link to="/otp" className="font-semibold text-cool hover:text-cool-hover">
        Verify e-mail →
      </Link>
    </div>
  );
}
