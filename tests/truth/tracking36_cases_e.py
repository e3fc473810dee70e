"""stub"""
FILLS = []
