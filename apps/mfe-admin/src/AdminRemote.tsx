import { StyleScope } from '@inhala/ui';
import AdminApp from './AdminApp';
import './styles.css';

/**
 * What the shell mounts at /admin (exposed as 'admin/AdminApp'): the admin routes inside the
 * remote's style scope, with the remote's own stylesheet (./styles.css) loaded with this module,
 * so the admin remote carries everything it renders wherever it is deployed.
 */
export default function AdminRemote() {
  return (
    <StyleScope name="admin">
      <AdminApp />
    </StyleScope>
  );
}
