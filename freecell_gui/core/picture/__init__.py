"""Reading a FreeCell deal off a picture of a table (Qt-free; the caller decodes the picture)."""
