// Imported for its effect by component tests and their kits: the code @inhala/ui opens lazily
// (dialogs, toasts, the journal export) is loaded with the test file, not inside a test. A lazy
// import compiles and runs its module tree (Radix included) when first rendered; on a busy
// machine that alone took longer than a findBy's wait, and the first dialog or toast of a file
// was not found. The later `import()` in the component finds these modules already loaded.
import '../../libs/ui/src/components/ModalDialog';
import '../../libs/ui/src/components/JournalExportDialog';
import '../../libs/ui/src/toast/ToastRegion';
import '../../libs/ui/src/chat/chat-connection';
import { preloadMedia } from '../../libs/ui/src/media/lazy-media';

// The players and sounds (libs/ui/src/media), a chunk of their own in the app: loaded before the
// file's tests, so a player renders in its first pass, as it does once the chunk is in the page.
beforeAll(() => preloadMedia());
