// A prerendered page (decision 027) paints from its HTML and CSS; the app's code is asked for once the
// browser has painted it, so the first paint neither waits for it nor shares the network with it. The server lists the code in data-code
// (the entry first, then the modules to preload beside it).
(function () {
  var current = document.currentScript;
  var files = ((current && current.getAttribute('data-code')) || '').split(' ').filter(Boolean);
  function start() {
    files.forEach(function (file, index) {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      element.crossOrigin = '';
      if (index === 0) {
        element.type = 'module';
        element.src = file;
      } else {
        element.rel = 'modulepreload';
        element.href = file;
      }
      document.head.appendChild(element);
    });
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    // Reported once the first contentful paint is on screen.
    new PerformanceObserver(function (list, observer) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
    // A page that is not painted (a tab in the background) starts all the same.
    setTimeout(startOnce, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
})();
