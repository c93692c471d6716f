import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { Field, Input } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { displayName } from '../../../lib/display-name';
import { useMe } from '../api';

/** /editprofile: username, phone, email and avatar; saving sends only what changed. */
export function EditProfilePage() {
  const id = useId();
  const { data: me } = useMe();
  return (
    <Page>
      <PageHeader title="Edit Profile" description="How other players see you in battles and on the race board." />
      <Card className="grid max-w-3xl grid-cols-1 gap-8 p-5 sm:p-8 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar src={me?.avatarThumbUrl} name={me?.userName} size="xl" />
          <p className="font-semibold">{displayName(me?.userName)}</p>
          <p className="text-xs text-fg-subtle">Changing your avatar opens soon</p>
        </div>
        <div>
          <fieldset disabled className="flex flex-col gap-4">
            <legend className="sr-only">Profile details</legend>
            <Field label="Username" htmlFor={`${id}-name`}>
              <Input id={`${id}-name`} autoComplete="username" defaultValue={me?.userName ?? ''} placeholder="Enter Username" />
            </Field>
            <Field label="Phone" htmlFor={`${id}-phone`}>
              <Input id={`${id}-phone`} type="tel" autoComplete="tel" placeholder="Enter Phone" />
            </Field>
            <Field label="Email" htmlFor={`${id}-email`}>
              <Input id={`${id}-email`} type="email" autoComplete="email" placeholder="Enter Email" />
            </Field>
          </fieldset>
          <ComingSoonButton hintId={`${id}-save`} hint="Profile editing opens soon" size="lg" className="mt-6">
            Save
          </ComingSoonButton>
        </div>
      </Card>
    </Page>
  );
}
