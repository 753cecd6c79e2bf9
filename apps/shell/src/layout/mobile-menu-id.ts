/** The id that ties the hamburger button to the panel it opens (aria-controls). */
export const MOBILE_MENU_ID = 'menu-movil';
