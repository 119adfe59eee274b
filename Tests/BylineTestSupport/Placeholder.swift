import BylineCore
