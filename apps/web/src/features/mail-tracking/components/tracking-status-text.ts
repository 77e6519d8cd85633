/** A USPS scan status ('IN TRANSIT', 'PRE-SHIPMENT'...) in a person's words: "In Transit". */
export const readableStatus = (status: string) =>
  status
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());
