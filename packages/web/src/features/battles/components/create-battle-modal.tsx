import { Modal } from '../../../components/ui/modal';
import { CreateBattleForm } from './create-battle-form';

/** The battle list's "Create Battle" dialog: the same form as /createbattle. */
export function CreateBattleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Create Battle"
      description="Choose the players, the mode and a pack per round. You pay the entry and take the first seat."
    >
      <CreateBattleForm variant="modal" onCreated={onClose} />
    </Modal>
  );
}
