// Loads every system's theme: src/ui/<system>/theme.css, found by the build (no list to edit).
// Each file only sets tokens under [data-system='<system>'] (see tokens.css), so the order they
// load in does not matter. docs/architecture.md, "Themes".
import.meta.glob('../*/theme.css', { eager: true });
