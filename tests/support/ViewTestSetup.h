#pragma once

#include "core/rules/RulesetLoader.h"
#include "views/MessageBox.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace dugout::test {

// What a view test's initTestCase does first: Qt's test folders (the user's own settings and
// data stay untouched), message boxes recorded instead of shown, the temporary folder checked
// and the built-in ruleset loaded into `rules`. False when the test cannot go on; the failed
// check is reported by its own line here.
inline bool startViewTest(const QTemporaryDir &dir, std::shared_ptr<const Ruleset> &rules)
{
    QStandardPaths::setTestModeEnabled(true);
    MessageBox::setRecordOnly(true);
    if (!QTest::qVerify(dir.isValid(), "dir.isValid()", "", __FILE__, __LINE__))
        return false;
    rules = RulesetLoader::builtIn();
    return QTest::qVerify(rules != nullptr, "rules", "", __FILE__, __LINE__);
}

} // namespace dugout::test
