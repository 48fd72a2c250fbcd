/**
 * /admin/create (spec §2.6, §4 Create problem, §8): the problem form; on success 'Problem created
 * successfully.' and the problem list (/), where the new problem is last; on failure 'Error: ' and
 * the server's message (a rule, or the reference solution the judge refused). Offline the form
 * stays (what was typed is kept) and Create waits for the connection.
 */
import { useNavigate } from 'react-router-dom';
import { problemCreateSchema } from '../../../common/contract/index.ts';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { createProblem } from '../../api/admin.ts';
import { describeError } from '../../api/errors.ts';
import { useOnline } from '../../data/index.ts';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { emptyProblemForm } from './problem-form.ts';
import { ProblemForm } from './ProblemForm.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

export function CreateProblemPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const online = useOnline();
  return (
    <AdminFrame title={ADMIN_TEXT.createTitle}>
      <PageTitle>{ADMIN_TEXT.pageTitle.create}</PageTitle>
      <ProblemForm
        initial={emptyProblemForm()}
        schema={problemCreateSchema}
        submitLabel={ADMIN_TEXT.form.create}
        onCancel={() => void navigate('/admin')}
        sendDisabled={!online}
        onSave={async (input) => {
          try {
            await createProblem(input);
            toast.show({ kind: 'success', text: ADMIN_MSG.created });
            void navigate('/');
          } catch (e) {
            toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(e, MSG.authDefault) });
          }
        }}
      />
    </AdminFrame>
  );
}
