import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireUser } from '../../auth/components/require-user';
import { CreatePackForm } from '../components/create-pack-form';

/** /createpack: a community pack: 2 to 50 items, chances totalling 100 %, a name and a commission. */
export function CreatePackPage() {
  return (
    <Page>
      <PageHeader
        title="Create Pack"
        description="Pick 2 to 50 items, set each one's drop chance, and earn a commission every time your pack is opened."
      />
      <RequireUser redirectTo="/loginsignup">
        <CreatePackForm />
      </RequireUser>
    </Page>
  );
}
