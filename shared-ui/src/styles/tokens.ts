// The global tokens and themes, as a module so it can be shared like the rest of shared-ui.
import './tokens.css';
