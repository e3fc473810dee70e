LESSONS: list = []
PAIRS: list = []
def later(): return {}
