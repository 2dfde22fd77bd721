"""The games kept: the SQLite store, its schema and migrations, the records, the writer thread and CSV export."""
