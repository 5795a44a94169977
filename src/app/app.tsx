import { StartScreen } from './start-screen';

/** The application shell: the start screen until a solution is open. */
export function App() {
  return <StartScreen />;
}
