// SPDX-License-Identifier: GPL-3.0-or-later
// The executable's command line, run as a player runs it.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version();
    void help();
    void helpNeedsNoDisplay();
    void screenshotWritesAPng();

private:
    static QString run(const QStringList &arguments, int *exitCode, const QProcessEnvironment &env = {});
};

QString TestCommandLine::run(const QStringList &arguments, int *exitCode, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProgram(QStringLiteral(WMASSIST_EXECUTABLE));
    process.setArguments(arguments);
    if (!env.isEmpty())
        process.setProcessEnvironment(env);
    process.start();
    if (!process.waitForFinished(60000))
        return QStringLiteral("did not finish");
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError());
}

void TestCommandLine::version()
{
    int code = 0;
    const QString out = run({QStringLiteral("--version")}, &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.trimmed(), QStringLiteral("wmassist " WMASSIST_VERSION));
}

void TestCommandLine::help()
{
    int code = 0;
    const QString out = run({QStringLiteral("--help")}, &code);
    QCOMPARE(code, 0);
    QVERIFY2(out.contains(QStringLiteral("Warmaster Table Assistant")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("--version")));
    QVERIFY(out.contains(QStringLiteral("--screenshot <file>")));
}

void TestCommandLine::helpNeedsNoDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    int code = 0;
    const QString out = run({QStringLiteral("--help")}, &code, env);
    QCOMPARE(code, 0);
    QVERIFY2(out.contains(QStringLiteral("--version")), qPrintable(out));
}

void TestCommandLine::screenshotWritesAPng()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("window.png"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    int code = 0;
    const QString out = run({QStringLiteral("--screenshot"), file}, &code, env);
    QVERIFY2(code == 0, qPrintable(out));
    QFile png(file);
    QVERIFY(png.open(QIODevice::ReadOnly));
    QCOMPARE(png.read(8), QByteArray("\x89PNG\r\n\x1a\n"));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
