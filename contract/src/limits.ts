/**
 * Every size and count limit of the product (docs/product.md), defined once. The server's route
 * schemas and the web's forms both read them from here.
 */
export const limits = {
  bodyBytes: 1024 * 1024,
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 256,
  title: 200,
  searchQuery: 200,
  platformName: 60,
  tag: 32,
  statementSection: 20_000,
  codeBytes: 64 * 1024,
  message: 4_000,
  blogContent: 100_000,
  comment: 5_000,
  listEntries: 50,
  url: 2_048,
  problemRatingMin: 1,
  problemRatingMax: 10,
  reviewRatingMin: 1,
  reviewRatingMax: 5,
  pageSizeDefault: 50,
  pageSizeMax: 100,
} as const;
