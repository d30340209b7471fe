#include "Logging.h"

Q_LOGGING_CATEGORY(lcStorage, "dugout.storage", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRules, "dugout.rules", QtWarningMsg)
Q_LOGGING_CATEGORY(lcApp, "dugout.app", QtWarningMsg)
