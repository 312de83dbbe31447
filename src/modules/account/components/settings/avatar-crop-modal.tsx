import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { type CropArea, cropSquare } from '../../lib/crop-image';
import classes from './settings.module.css';

interface AvatarCropModalProps {
  /** The picked picture; null closes the dialog. */
  file: File | null;
  saving: boolean;
  onClose: () => void;
  onCropped: (square: Blob) => void;
}

/** Crops a picked picture to a square (drag to move, slider or wheel to zoom), previewed round as it will show. */
export function AvatarCropModal({ file, saving, onClose, onCropped }: AvatarCropModalProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Each picture gets its own object URL, released when it is done with.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setError(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const save = async () => {
    if (!src || !area) return;
    try {
      onCropped(await cropSquare(src, area));
    } catch (e) {
      setError(e instanceof Error ? e.message : '图片无法裁剪');
    }
  };

  return (
    <Modal opened={file !== null} onClose={onClose} title="裁剪头像" centered size="md">
      <Stack gap="md">
        <Box className={classes.cropArea}>
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={() => setError(null)}
            />
          ) : null}
        </Box>
        <div>
          <Text fz="sm" mb={4} id="avatar-zoom-label">
            缩放
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={(v) => `${Math.round(v * 100)}%`}
            thumbLabel="缩放"
            aria-labelledby="avatar-zoom-label"
          />
        </div>
        <Text fz="xs" c="dimmed">
          拖动图片选择显示的部分；保存后裁剪为正方形上传，原图不会上传。
        </Text>
        {error ? (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!area}>
            保存头像
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
