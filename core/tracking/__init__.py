"""Did a lesson help: its symptom signature and anchors, and in later sessions whether it recurred or was applied."""
