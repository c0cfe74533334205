// One builder for the app and the services' first HTML: it lives in the contracts, which both import.
export {
  STRUCTURED_DATA_TYPES,
  serializeStructuredData,
  structuredData,
  type StructuredData,
  type StructuredDataType,
} from '@site/contracts';
