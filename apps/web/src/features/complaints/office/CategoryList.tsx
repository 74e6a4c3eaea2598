import type { ComplaintCategory } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { CheckboxField } from '../../../shared/ui/Form.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { useComplaintDeskTexts } from './texts.js';

type Category = z.output<typeof ComplaintCategory>;

/** The categories citizens pick from: staff add, rename, reorder, set target days, or take one out of use. */
export function CategoryList() {
  const t = useComplaintDeskTexts();
  const list = useCall('GetComplaintCategoryDesk', {});
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const all = list.data ?? [];
  const nameOf = (oid: number | null) => all.find((c) => c.Oid === oid)?.Name ?? '';
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t.categoriesCaption}</h2>
      <button type="button" className="btn" onClick={() => setEditing('new')}>
        {t.addCategory}
      </button>
      <RowsTable
        labelledBy="categories-title"
        rows={all}
        rowKey={(c) => c.Oid}
        columns={[
          { header: t.name, cell: (c) => (c.ParentOid ? `— ${c.Name}` : <strong>{c.Name}</strong>) },
          { header: t.parent, cell: (c) => nameOf(c.ParentOid) },
          { header: t.targetDays, cell: (c) => c.TargetDays, num: true },
          { header: t.sortOrder, cell: (c) => c.SortOrder, num: true },
          { header: t.status, cell: (c) => (c.Active ? t.active : t.inactive) },
          {
            header: t.edit,
            cell: (c) => (
              <button
                type="button"
                className="btn btn-small btn-outline"
                onClick={() => setEditing(c)}
                aria-label={t.editTitle(c.Name)}
              >
                {t.edit}
              </button>
            ),
          },
        ]}
      />
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          parents={all.filter((c) => c.ParentOid === null)}
          onClose={() => setEditing(null)}
          onDone={async () => {
            setEditing(null);
            await list.refetch();
          }}
        />
      )}
    </section>
  );
}

function CategoryDialog({
  category,
  parents,
  onClose,
  onDone,
}: ActDialogProps & { category: Category | null; parents: Category[] }) {
  const t = useComplaintDeskTexts();
  const sending = useSubmission();
  const [name, setName] = useState(category?.Name ?? '');
  const [parentOid, setParent] = useState(category?.ParentOid ? String(category.ParentOid) : '');
  const [targetDays, setTarget] = useState(String(category?.TargetDays ?? 15));
  const [sortOrder, setOrder] = useState(String(category?.SortOrder ?? 0));
  const [active, setActive] = useState(category?.Active ?? true);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) return setError(t.required);
    setError(undefined);
    await sending.submit(async () => {
      await callApi('SaveComplaintCategory', {
        categoryOid: category?.Oid ?? null,
        parentOid: parentOid ? Number(parentOid) : null,
        name,
        targetDays: Number(targetDays) || 0,
        sortOrder: Number(sortOrder) || 0,
        active,
      });
      await onDone();
    });
  }

  return (
    <FormDialog
      title={category ? t.editTitle(category.Name) : t.addCategory}
      className="complaint-desk-dialog"
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField label={t.name} name="name" required maxLength={80} value={name} error={error} onChange={setName} />
      <SelectField
        label={t.parent}
        name="parentOid"
        value={parentOid}
        emptyLabel={t.none}
        options={parents.filter((p) => p.Oid !== category?.Oid).map((p) => ({ value: String(p.Oid), label: p.Name }))}
        onChange={setParent}
      />
      <InputField label={t.targetDays} name="targetDays" digits={2} required value={targetDays} onChange={setTarget} />
      <InputField label={t.sortOrder} name="sortOrder" digits={3} value={sortOrder} onChange={setOrder} />
      <CheckboxField label={t.active} name="active" checked={active} onChange={setActive} />
    </FormDialog>
  );
}
