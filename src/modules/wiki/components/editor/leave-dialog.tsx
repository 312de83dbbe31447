import { Button, Group, Modal, Text } from '@mantine/core';

interface LeaveDialogProps {
  opened: boolean;
  saving: boolean;
  onStay: () => void;
  onSaveAndLeave: () => void;
  onLeave: () => void;
}

/** Asked before leaving the editor with changes the server does not have yet. */
export function LeaveDialog({ opened, saving, onStay, onSaveAndLeave, onLeave }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="离开编辑页面？" centered>
      <Text fz="sm">有修改尚未保存到服务器。修改已备份在本浏览器，下次打开此词条时可以恢复。</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onStay}>
          继续编辑
        </Button>
        <Button variant="light" color="red" onClick={onLeave}>
          不保存，离开
        </Button>
        <Button onClick={onSaveAndLeave} loading={saving}>
          保存并离开
        </Button>
      </Group>
    </Modal>
  );
}
