"""Storage: the one owner of the saved shape (records to and from plain data, schema, files)."""
