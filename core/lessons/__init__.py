"""What was learned: the entry model, its markdown form, the knowledge files and the imports that load them."""
