import { Stack, Text } from "@chakra-ui/react";
import { REPORT_STATUSES } from "@domain";
import {
  CategoryEditor,
  ResponseTemplatesSection,
  useCategoryAdmin,
  useResponseTemplateAdmin,
} from "../modules/admin";
import { PageShell } from "../ui/page-shell";

/**
 * Configuración: the categories residents choose from (changes show on the landing page and the form at
 * once), and the response templates staff pick in the status form (docs/staff.md#response-templates).
 */
export function AdminSettingsPage() {
  const { data, error, updateCategory, reorderCategories } = useCategoryAdmin();
  const templates = useResponseTemplateAdmin();
  const categories = data?.allCategories ?? [];
  const move = (index: number, offset: -1 | 1) => {
    const ids = categories.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    void reorderCategories(ids);
  };
  return (
    <PageShell title="Configuración" maxW="3xl">
      <Text color="gray.700" mb="4">
        Categorías de los reportes. Una categoría desactivada ya no se ofrece para nuevos reportes; los
        reportes que la tienen la conservan.
      </Text>
      {error && <Text role="alert">No se pudieron cargar las categorías.</Text>}
      <Stack as="ul" listStyleType="none" gap="3">
        {categories.map((category, index) => (
          <CategoryEditor
            key={`${category.id}-${category.name}-${category.icon}-${category.description}`}
            category={category}
            first={index === 0}
            last={index === categories.length - 1}
            onSave={(input) => updateCategory(category.id, input)}
            onMove={(offset) => move(index, offset)}
          />
        ))}
      </Stack>
      {templates.error && <Text role="alert">No se pudieron cargar las plantillas de respuesta.</Text>}
      {templates.data && (
        <ResponseTemplatesSection
          statuses={REPORT_STATUSES.map(({ value }) => value)}
          templates={templates.data.responseTemplates}
          onSave={templates.saveTemplate}
          onDelete={templates.deleteTemplate}
        />
      )}
    </PageShell>
  );
}
