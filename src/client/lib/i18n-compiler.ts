// Lingui's message compiler, given at once: for the renderers the server and the build run, and
// for the tests, which show messages without the app's start (which loads it on its own).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { compileMessagesWith } from "./i18n.tsx";

compileMessagesWith(compileMessage);
