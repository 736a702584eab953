// The asynchronous boundary lets module federation negotiate the shared singletons before any of them runs.
void import('./bootstrap');
