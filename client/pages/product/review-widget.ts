// What the review widgets (spec 001 §2) say about the product: its name, brands joined by comma, id,
// url and image url. The data attributes themselves are written by the review list (ReviewsDialog).
export const REVIEW_LIST_ANCHOR = "reviews";

export interface ReviewWidgetData {
  productName: string;
  brand: string;
  productId: string;
  productUrl: string;
  imageUrl: string;
}
