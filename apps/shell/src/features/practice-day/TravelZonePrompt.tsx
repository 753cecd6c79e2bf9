import { useState } from 'react';
import { isKnownTimeZone, sameClock, timeZoneLabel } from '@inhala/domain';
import { browserTimeZone, Button, messageOf, Modal, useSession } from '@inhala/ui';
import { answered, remember } from './zone-answers';

/**
 * Travel (issue 19): when this device keeps another clock than the person's profile, the app asks
 * once, for that pair of zones, which one their day and streak count in. The server keeps the day
 * under way open if the new zone would end it early, so the change never breaks the streak.
 */
export function TravelZonePrompt() {
  const { user, changePracticeDay } = useSession();
  const device = browserTimeZone();
  const [closed, setClosed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const journey = `${user.id}|${user.timezone}|${device}`;
  const travelling = isKnownTimeZone(device) && !sameClock(user.timezone, device);
  if (!travelling || closed === journey || answered().includes(journey)) return null;

  function keep() {
    remember(journey);
    setClosed(journey);
  }

  async function switchToDeviceZone() {
    setSaving(true);
    setError(null);
    try {
      await changePracticeDay({ timezone: device });
      remember(journey);
      setClosed(journey);
    } catch (failure) {
      setError(messageOf(failure, 'No se pudo cambiar tu zona horaria. Inténtalo de nuevo.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && keep()}
      title="Estás en otra zona horaria"
      description={`Tu dispositivo marca ${timeZoneLabel(device)} y tu perfil ${timeZoneLabel(user.timezone)}. ¿Con qué hora cuentan tu día y tu racha?`}
    >
      <p className="text-sm text-ink-soft">
        Tu racha no se rompe por el cambio: si aún no has practicado hoy, tu día sigue abierto hasta que
        termine.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3">
        <Button variant="secondary" onClick={keep} disabled={saving}>
          Mi zona horaria · {timeZoneLabel(user.timezone)}
        </Button>
        <Button onClick={() => void switchToDeviceZone()} disabled={saving}>
          {saving ? 'Cambiando...' : `Usar la nueva · ${timeZoneLabel(device)}`}
        </Button>
      </div>
    </Modal>
  );
}
