// What a page-data loader (page-data.ts) answers when its data makes the page's status other than its
// model's: a release the address names that is not there is a 404 (decision 051). Any other answer
// leaves the status alone. A leaf file, so loaders can import it without importing the table.
export class PageDataStatus {
  constructor(readonly status: number) {}
}
