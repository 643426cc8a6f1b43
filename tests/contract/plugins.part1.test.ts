/** The plugin contract (pluginContract.ts), part 1 of 4: the checks about the plugin folder as a whole, and every fourth plugin. */
import { pluginContract } from './pluginContract.ts';
import { contractPart } from '../selection.ts';

await pluginContract(contractPart(1), { wholeFolder: true });
