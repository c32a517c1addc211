/** The history-state id of the settings modal: one value, shared with the remotes. */
export { SETTINGS_MODAL_ID } from 'shared-ui/hooks/use-modal-layer';
