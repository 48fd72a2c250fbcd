/**
 * /admin/update/prblm/:id (spec §2.6, §4 Update problem, §8): the problem form pre-filled from
 * `GET /api/prblm/getPrblmByIdForUpd/:id` (approach lists joined with commas); 'Failed to update
 * data' when it cannot be loaded. On success 'Problem updates successfully.' and back to
 * /admin/update; on failure 'Error: ' and the server's message. Offline nothing is asked (the frame
 * says the admin tools need a connection) until the connection comes back; a form already loaded
 * stays, with Update waiting for the connection.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { problemUpdateSchema, type ProblemForUpdate } from '../../../common/contract/index.ts';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { getProblemForUpdate, updateProblem } from '../../api/admin.ts';
import { describeError } from '../../api/errors.ts';
import { useOnline } from '../../data/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { fromProblem } from './problem-form.ts';
import { ProblemForm } from './ProblemForm.tsx';

export function UpdateProblemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const online = useOnline();
  const [problem, setProblem] = useState<ProblemForUpdate | null>(null);
  const [failed, setFailed] = useState(false);
  const loaded = problem?._id === id;

  useEffect(() => {
    if (!online || loaded) return;
    let live = true;
    getProblemForUpdate(id).then(
      (p) => live && setProblem(p),
      () => {
        // A request the lost connection cut short is asked again when it comes back.
        if (!live || !navigator.onLine) return;
        setFailed(true);
        toast.show({ kind: 'error', text: ADMIN_MSG.updateLoadFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [id, toast, online, loaded]);

  return (
    <AdminFrame title={problem ? ADMIN_TEXT.updateTitle(problem.title) : ADMIN_TEXT.updateListTitle} back={{ to: '/admin/update', label: ADMIN_TEXT.updateListTitle }}>
      <PageTitle>{problem ? ADMIN_TEXT.pageTitle.update(problem.title) : ADMIN_TEXT.pageTitle.updateLoading}</PageTitle>
      {failed ? (
        <p role="alert" className="alert alert-error">
          {ADMIN_MSG.updateLoadFailed}
        </p>
      ) : !problem ? (
        online && <Spinner />
      ) : (
        <ProblemForm
          key={problem._id}
          initial={fromProblem(problem)}
          schema={problemUpdateSchema}
          submitLabel={ADMIN_TEXT.form.update}
          onCancel={() => void navigate('/admin/update')}
          sendDisabled={!online}
          onSave={async (input) => {
            try {
              await updateProblem(problem._id, input);
              toast.show({ kind: 'success', text: ADMIN_MSG.updated });
              void navigate('/admin/update');
            } catch (e) {
              toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(e, MSG.authDefault) });
            }
          }}
        />
      )}
    </AdminFrame>
  );
}
