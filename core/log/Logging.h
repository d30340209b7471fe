#pragma once

#include <QLoggingCategory>

// One category per subsystem, so QT_LOGGING_RULES="dugout.storage.debug=true" isolates one.
Q_DECLARE_LOGGING_CATEGORY(lcStorage)
Q_DECLARE_LOGGING_CATEGORY(lcRules)
Q_DECLARE_LOGGING_CATEGORY(lcApp)
