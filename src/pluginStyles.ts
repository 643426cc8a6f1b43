/**
 * A bespoke panel's own styles (plugins/<id>/styles.css, selectors prefixed with .<id>) ship with the
 * host stylesheet, so prerendered panels are styled before any script runs. A module of its own, imported
 * after styles.css, so plugin rules come after the host's and win at equal specificity.
 */
import.meta.glob('/plugins/*/styles.css', { eager: true });
