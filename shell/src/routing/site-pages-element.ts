/** The element the shell's server puts the remotes' page manifests into, so the first render has them without a round trip. */
export const PAGE_MANIFESTS_ELEMENT_ID = 'page-manifests';
