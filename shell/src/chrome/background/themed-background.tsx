import { useEffect, useReducer, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { backgroundForPath } from './background-for-path';
import { BACKGROUND_FADE_MS, BACKGROUND_SWAP_MS, backgroundLayersReducer, initialLayers, topLayer } from './background-layers';
import styles from './themed-background.module.css';

const fadeStyle: CSSProperties = { animationDuration: `${BACKGROUND_FADE_MS}ms` };

/**
 * A fixed, decorative layer behind the page. On a section change the new backdrop is stacked on
 * top and fades in; the ones under it are removed 6.4 s later, well after the fade has ended.
 * The theme needs no swap: the layers draw with the theme's CSS variables.
 */
export function ThemedBackground() {
  const { pathname } = useLocation();
  const id = backgroundForPath(pathname);
  const [state, dispatch] = useReducer(backgroundLayersReducer, id, initialLayers);
  const top = topLayer(state);
  const hasOldLayers = state.layers.length > 1;

  useEffect(() => {
    dispatch({ type: 'show', id });
  }, [id]);

  // Restarted by each swap: layers under the newest one go once it has been up for 6.4 s.
  useEffect(() => {
    if (!hasOldLayers) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'prune', keepFrom: top.key }), BACKGROUND_SWAP_MS);
    return () => clearTimeout(timer);
  }, [top.key, hasOldLayers]);

  return (
    <div className={styles.backdrop} aria-hidden="true" data-testid="themed-background">
      {state.layers.map((layer) => (
        <div
          key={layer.key}
          data-background={layer.id}
          className={`${styles.layer} ${styles[layer.id] ?? ''} ${layer.key > 0 ? styles.fadeIn : ''}`}
          style={layer.key > 0 ? fadeStyle : undefined}
        />
      ))}
    </div>
  );
}
