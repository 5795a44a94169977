import { hydrateRoot } from 'react-dom/client';
import { Root } from './root';

hydrateRoot(document.getElementById('root')!, <Root />);
