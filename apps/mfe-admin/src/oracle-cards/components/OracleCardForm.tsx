import { useForm, useWatch } from 'react-hook-form';
import { validateOracleCard, type AdminOracleCard, type OracleCardInput } from '@inhala/domain';
import { RevealedOracleCard, domainResolver } from '@inhala/ui';
import { ImageUploadField, StatusAndOrderFields, fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import { AdminTextField, FormFooter, SelectField, TextAreaField } from '../../shared/components/fields';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';
import { archangelChoices } from '../api/oracle-cards';

const EMPTY: OracleCardInput = {
  name: '',
  description: '',
  explanation: '',
  arcangelId: 0,
  imageUrl: null,
  status: 'published',
  sortOrder: 0,
};

function toInput(card: AdminOracleCard | null): OracleCardInput {
  if (!card) return EMPTY;
  return {
    name: card.name,
    description: card.description,
    explanation: card.explanation,
    arcangelId: card.arcangelId ?? 0,
    imageUrl: card.imageUrl,
    status: card.status,
    sortOrder: card.sortOrder,
  };
}

/** The card's fields (02 §3.4, §5), with the card as the oracle reveals it beside them. */
export function OracleCardForm({
  card,
  editor,
}: {
  card: AdminOracleCard | null;
  editor: EditorSave<OracleCardInput>;
}) {
  const archangels = archangelChoices.useList({ limit: 100 });
  const [uploading, onBusyChange] = useUploadsBusy();
  const form = useForm<OracleCardInput>({
    defaultValues: toInput(card),
    resolver: domainResolver(validateOracleCard),
  });
  const { handleSubmit, control } = form;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as OracleCardInput;
  const archangelName = archangels.data?.items.find((a) => a.id === Number(values.arcangelId))?.name ?? null;

  const submit = handleSubmit(async (input) => {
    const saved = await editor.save({
      ...input,
      arcangelId: Number(input.arcangelId),
      sortOrder: Number(input.sortOrder),
    });
    if (saved) form.reset(input);
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Nombre" {...field('name')} />
          <SelectField
            label="Arcángel"
            hint={archangels.isError ? 'No pudimos cargar los arcángeles.' : undefined}
            {...field('arcangelId', { valueAsNumber: true })}
          >
            <option value={0}>{archangels.isPending ? 'Cargando...' : 'Elige un arcángel'}</option>
            {archangels.data?.items.map((archangel) => (
              <option key={archangel.id} value={archangel.id}>
                {archangel.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Guía" hint="El mensaje principal de la carta." {...field('explanation')} />
          <TextAreaField label="Descripción" {...field('description')} />
          <ImageUploadField form={form} label="Imagen de la carta" onBusyChange={onBusyChange} />
          <StatusAndOrderFields form={form} />
          <FormFooter error={editor.error} pending={editor.pending} uploading={uploading} />
        </form>
      }
      preview={
        <div className="rounded-3xl bg-gradient-to-br from-sage-800 to-sage-600 p-5 text-white">
          <RevealedOracleCard
            card={{
              id: card?.id ?? 0,
              name: values.name || 'Nombre de la carta',
              explanation: values.explanation || null,
              description: values.description || null,
              imageUrl: values.imageUrl ?? null,
              arcangelId: Number(values.arcangelId) || null,
              arcangelName: archangelName,
            }}
          />
        </div>
      }
    />
  );
}
