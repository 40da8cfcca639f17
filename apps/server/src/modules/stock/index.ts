// Stock: what each doyang holds of each product size, and the moves that change it (entries, exits, sales).
export { moveStock, type StockMove } from './stock-moves.ts';
