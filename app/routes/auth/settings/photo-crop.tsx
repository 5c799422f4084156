/**
 * The profile photo's square crop, in the browser (issue 34 item 4): the chosen file drawn on a
 * canvas, dragged and zoomed under a square frame, then drawn at PHOTO_SIZE px as a JPEG small
 * enough for the API's JSON cap (PHOTO_BASE64_MAX_LENGTH; the quality steps down until it fits).
 * No library: a canvas does it. The result replaces the form's file, so the same form posts it.
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { PHOTO_BASE64_MAX_LENGTH, PHOTO_SIZE, SETTINGS_COPY as S } from "~common/auth/settings";
import { Button } from "../../../components/button";

interface Props {
  file: File;
  busy: boolean;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

/** The base64 length of `blob` (4 characters per 3 bytes). */
const base64Length = (blob: Blob) => Math.ceil(blob.size / 3) * 4;

export default function PhotoCrop({ file, busy, onCancel, onCropped }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    createImageBitmap(file).then(
      (bitmap) => !cancelled && setImage(bitmap),
      () => onCancel(),
    );
    return () => {
      cancelled = true;
    };
  }, [file, onCancel]);

  /** The source square shown at this zoom and offset, clamped inside the image. */
  const square = (img: ImageBitmap) => {
    const side = Math.min(img.width, img.height) / zoom;
    const x = Math.min(Math.max((img.width - side) / 2 + offset.x, 0), img.width - side);
    const y = Math.min(Math.max((img.height - side) / 2 + offset.y, 0), img.height - side);
    return { x, y, side };
  };

  const draw = (target: HTMLCanvasElement, img: ImageBitmap, size: number) => {
    target.width = size;
    target.height = size;
    const s = square(img);
    target.getContext("2d")?.drawImage(img, s.x, s.y, s.side, s.side, 0, 0, size, size);
  };

  useEffect(() => {
    if (image && canvas.current) draw(canvas.current, image, PHOTO_SIZE);
  });

  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !image) return;
    const scale = square(image).side / e.currentTarget.clientWidth;
    setOffset((o) => ({ x: o.x - (e.clientX - drag.current!.x) * scale, y: o.y - (e.clientY - drag.current!.y) * scale }));
    drag.current = { x: e.clientX, y: e.clientY };
  };

  const save = async () => {
    if (!image) return;
    const out = document.createElement("canvas");
    draw(out, image, PHOTO_SIZE);
    for (const quality of [0.9, 0.8, 0.65, 0.5]) {
      const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, "image/jpeg", quality));
      if (blob && base64Length(blob) <= PHOTO_BASE64_MAX_LENGTH) return onCropped(blob);
    }
  };

  return (
    <div className="crop">
      <p className="settings__lead">{S.cropLead}</p>
      <div
        className="crop__stage"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerMove={move}
        onPointerUp={() => (drag.current = null)}
      >
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <label className="crop__zoom">
        {S.cropZoom}
        <input
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          style={{ width: "100%" }}
        />
      </label>
      <div className="settings__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {S.cancel}
        </Button>
        <Button type="button" busy={busy} disabled={!image} onClick={() => void save()}>
          {S.savePhoto}
        </Button>
      </div>
    </div>
  );
}
