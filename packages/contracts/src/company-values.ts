/**
 * The company behind the product and its postal address (fictional placeholders of the example kind): the
 * legal pages end with it and every e-mail's footer carries it.
 */
export const COMPANY_POSTAL_ADDRESS = {
  name: 'MainWork, Inc.',
  street: '100 Example Street',
  cityLine: 'Boston, MA 02108',
} as const;
