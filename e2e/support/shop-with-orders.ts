/**
 * The solution "Try it" is tried on, in its unit tests and its end-to-end journeys: the Shop
 * Support example (instructions, a voice, two skills) with an order service that has a read tool
 * and a write tool.
 */
import { createSolution } from '../../src/app/templates';
import type { FileTree } from '../../src/model/file-tree';
import type { OperationResult } from '../../src/model/operation-support';
import { addServer, setServerTools } from '../../src/model/server-operations';

function applied(result: OperationResult): FileTree {
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
}

/** Shop Support with `orders`: `lookup_order` reads, `cancel_order` changes things. */
export function shopWithOrders(): FileTree {
  const tree = applied(
    addServer(createSolution('Shop Support', 'shop-support'), 'orders', {
      type: 'streamable-http',
      url: 'https://orders.example.com/mcp',
    }),
  );
  return applied(setServerTools(tree, 'orders', ['lookup_order', 'cancel_order'], ['cancel_order']));
}
