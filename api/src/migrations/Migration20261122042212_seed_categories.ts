import { Migration } from "@mikro-orm/migrations";
import { CATEGORIES } from "../domain";

/** Seeds the 11 categories from the domain module, their single source of truth. */
export class Migration20261122042212_seed_categories extends Migration {
  override up(): void {
    const rows = CATEGORIES.map(({ id, name, description, icon }, position) => ({
      id,
      name,
      description,
      icon,
      position,
    }));
    this.addSql(this.getKnex().table("category").insert(rows).onConflict("id").merge());
  }

  override down(): void {
    this.addSql(
      this.getKnex()
        .table("category")
        .whereIn(
          "id",
          CATEGORIES.map((category) => category.id),
        )
        .delete(),
    );
  }
}
